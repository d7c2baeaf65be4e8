void open_all(int fd, int n)
{
	check(fd);
	if (n)
		check(fd);
}

void close_all(int fd, int n)
{
	check(fd);
	while (n--)
		check(fd);
	check(fd);
}
