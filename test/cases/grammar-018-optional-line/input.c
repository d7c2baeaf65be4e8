void f(int a, int b)
{
	lock(a);
	flush(a);
	unlock(a);
	lock(b);
	unlock(b);
}
