/* Two paths, from the frees at lines 14 and 18 through the goto, reach
 * the free at line 10: one finding per starred place (10, 14, 18, as spatch
 * marks), each once (10 was printed per path: btrfs/tree-log.c:1121). */
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
