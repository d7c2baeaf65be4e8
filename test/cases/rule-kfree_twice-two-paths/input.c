/* Two paths, from the frees at lines 14 and 18 through the goto, reach
 * the free at line 10: one finding, printed once (it was printed once
 * per path: fs/btrfs/tree-log.c:1121 over the kernel). */
void kfree(const void *);

int f(int *p, int c)
{
again:
	if (c < 0) {
		kfree(p);
		return c;
	}
	if (c > 1) {
		kfree(p);
		c--;
		goto again;
	}
	kfree(p);
	c -= 2;
	goto again;
}
