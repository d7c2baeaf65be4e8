void one(void)
{
	f(a);
	stopper(now);
	k(b);
}
