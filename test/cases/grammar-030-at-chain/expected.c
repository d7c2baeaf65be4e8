int h(int a)
{
	return handled() + 1;
}
