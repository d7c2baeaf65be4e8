int main(void)
{
	float d;
	long double ld;
	float f;
	int i;
	return 0;
}
