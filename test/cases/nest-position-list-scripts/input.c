int fill(char *buf, int n)
{
	emit(buf, 1);
	while (n--)
		emit(buf, n);
	if (n > 3)
		emit(buf, 2);
	return emit(buf, 1);
}

int drain(char *out)
{
	return emit(out, 0);
}
