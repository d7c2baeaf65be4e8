int sub3(int a, int b, int c);
int mix3(int a, int b, int c);
int div3(int a, int b, int c);
int scale3(int a, int b, int c);
int sum3(int a, int b, int c);
int prod3(int a, int b, int c);

int use(int a, int b, int c, int *out)
{
	out[0] = (a - b) - c;
	out[1] = (a - b) + c;
	out[2] = (a / b) / c;
	out[3] = (a / b) * c;
	out[4] = (a + b) - c;
	out[5] = (a * b) * c;
	out[6] = a - b - c;
	return (out[0] - 1) - c;
}
