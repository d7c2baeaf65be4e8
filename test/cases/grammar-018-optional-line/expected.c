void f(int a, int b)
{
	lock(a);
	unlock(a);
	done(a);
	lock(b);
	unlock(b);
	done(b);
}
