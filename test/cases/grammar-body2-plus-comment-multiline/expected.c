void f(void)
{
	/* first
  * second */
	bar();
}
