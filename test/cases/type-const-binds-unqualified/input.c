int main(void)
{
	const long limit = 4;
	long count = 0;
	const char c = 'a';

	show(limit, long);
	show(count, long);
	show(limit, const long);
	show(c, char);
	show(c, long);
	return 0;
}
