int f(int x)
{
	// start
	foo(x);
	// end
	/* x */
	bar(x); // after
	baz(/* in */x);/* after2 */
	work(x);
	/* renamed */new(x);
	return 0;
}
