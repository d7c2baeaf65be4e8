void lock(void);
void work(void);

/* no return written: the function's end is the `return;` */
void f(void)
{
	lock();
	work();
}
