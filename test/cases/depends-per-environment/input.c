int flags(int x)
{
	int a = FLAG_A + FLAG_B;
	int b = FLAG_C + FLAG_D;

	return x | FLAG_A;
}
