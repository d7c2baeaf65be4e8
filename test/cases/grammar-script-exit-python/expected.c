void one(void)
{
	g(a);
	stopper(now);
	k(b);
}
