int main(void)
{
	if ((x = 3))
		return 1;
	if ((y = 4))
		return 2;
	else
		foo();
	return 0;
}
