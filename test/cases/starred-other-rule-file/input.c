void reset(int hard)
{
	prepare();
	if (hard)
		finish(1);
}
