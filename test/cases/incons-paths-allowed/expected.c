void kfree(void *p);
void log_it(int n);

void drop(char *buf, int flags)
{
	if (flags & 1) {
		kfree(buf);
		log_it(flags);
	}
}
