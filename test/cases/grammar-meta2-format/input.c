void f(int a, int b, long c)
{
	printk("val %2x\n", a);
	printk("val %d and %d\n", a, b);
	printk("value %d\n", a);
	log("at %d, %s end", a, "x");
	log("at %d, %s, %d end", a, "x", b);
	log("at %d end", a);
	trace("a %d b %ld c");
	trace("a %d b %d c");
	trace("%%ld");
}
