void f(int x)
{
	printk(KERN_ERR "x", x);
}
