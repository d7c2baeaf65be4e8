static int sum(int v[16])
{
	return v[0];
}

int any(int v[])
{
	return v[0];
}

int old_name(char s[LEN])
{
	return s[0];
}
