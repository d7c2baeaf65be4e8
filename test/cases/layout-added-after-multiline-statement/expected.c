void f(int a)
{
	start_traced();
	foo(a,
	    a + 1);
	trace();
	if (a) {
		start_traced();
		foo(a,
		    2);
		trace();
	}
	bar(a);
}
