void kfree(void *p);
void trace(int n);

void drop(char *buf, int flags)
{
	trace(1);
	if (flags) {
		kfree(buf);
		trace(0);
	}
	kfree(buf);
}

void other(void)
{
	trace(1);
}
