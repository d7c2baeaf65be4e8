int main(void)
{
	const long limit = 4;
	long count = 0;
	const char c = 'a';

	show_const(limit);
	show(count, long);
	show(limit, const long);
	show_const(c);
	show(c, long);
	return 0;
}
