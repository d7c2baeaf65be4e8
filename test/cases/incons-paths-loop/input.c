int close(int fd);
int more(void);

void finish(int fd)
{
	while (more()) {
		close(fd);
		more();
	}
	close(fd);
}
