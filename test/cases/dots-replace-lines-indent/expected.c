void job(int x)
{
	start(x);
	if (x)
		step(x);
	flush(x);
	finish_all(x);
}
