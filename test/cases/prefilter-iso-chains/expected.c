int plain(int x);

int use(int a, int b, int c, int *out)
{
	out[0] = mix3(a, b, c);
	out[1] = scale3(a, b, c);
	out[2] = sum3(a, b, c);
	out[3] = SIZE_ANY;
	return plain(1);
}
