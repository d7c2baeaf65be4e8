void f(int a, int b, long c)
{
	pr_info("value %2x\n", a);
	printk("val %d and %d\n", a, b);
	printk("value %d\n", a);
	log2("%d, %s", a, "x");
	log("at %d, %s, %d end", a, "x", b);
	log("at %d end", a);
	trace_long("%ld");
	trace("a %d b %d c");
	trace("%%ld");
}
