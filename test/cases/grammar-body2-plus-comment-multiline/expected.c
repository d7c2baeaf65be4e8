void f(void)
{
	foo();
	/* first
	  * second */
	bar();
}
