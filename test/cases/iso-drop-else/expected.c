int main(void)
{
	x = 3;
	if (x)
		return 1;
	y = 4;
	if (y)
		return 2;
	else
		foo();
	return 0;
}
