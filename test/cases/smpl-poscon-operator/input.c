int f(int ret)
{
	return ret < 0 || ret < 5;
}
