

int count(int v)
{
	return v + 1;
}
