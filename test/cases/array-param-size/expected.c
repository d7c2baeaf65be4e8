void check(int v[16]);
static int sum(int v[16])
{
	return v[0];
}

int any(int v[])
{
	return v[0];
}

int new_name(char s[LEN])
{
	return s[0];
}
