int sub3(int a, int b, int c);
int mix3(int a, int b, int c);
int div3(int a, int b, int c);
int scale3(int a, int b, int c);
int sum3(int a, int b, int c);
int prod3(int a, int b, int c);

int use(int a, int b, int c, int *out)
{
	out[0] = (a - b) - c;
	out[1] = mix3(a, b, c);
	out[2] = div3(a, b, c);
	out[3] = scale3(a, b, c);
	out[4] = sum3(a, b, c);
	out[5] = (a * b) * c;
	out[6] = sub3(a, b, c);
	return (out[0] - 1) - c;
}
