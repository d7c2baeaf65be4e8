void f(int a)
{
	start();
	foo(a,
	    a + 1);
	if (a) {
		start();
		foo(a,
		    2);
	}
	bar(a);
}
