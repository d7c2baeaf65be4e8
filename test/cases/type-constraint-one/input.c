int main(void)
{
	double d;
	long double ld;
	float f;
	int i;
	return 0;
}
