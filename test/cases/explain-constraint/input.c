void *kzalloc(int n, int flags);
void *kmalloc(int n, int flags);
void g(void)
{
	kmalloc(4, 0);
	kzalloc(4, 0);
}
