int min(int, int);

int f(int size, int len, int *offset)
{
	*offset = size <= len ? size : len;
	if (len < size)
		*offset = (len < size) ? len : size;
	return size < len ? size : len;
}
