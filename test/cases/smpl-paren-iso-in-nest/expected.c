int min(int, int);

int f(int size, int len, int *offset)
{
	*offset = min(size, len);
	if (len < size)
		*offset = (len < size) ? len : size;
	return min(size, len);
}
