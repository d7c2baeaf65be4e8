int old_open(int), old_close(int), old_keep_me(int);

int f(int fd)
{
	old_open(fd);
	old_keep_me(fd);
	return old_close(fd);
}
