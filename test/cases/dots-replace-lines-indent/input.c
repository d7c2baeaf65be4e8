void job(int x)
{
	start(x);
	if (x)
		step(x);
	finish(x);
}
