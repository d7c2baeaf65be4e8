int f(int ret)
{
	return ret < 0 || 5 > ret;
}
