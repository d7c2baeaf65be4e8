void h(int x)
{
	trace(x);
	work(x);
	old(x);
	done();
}
