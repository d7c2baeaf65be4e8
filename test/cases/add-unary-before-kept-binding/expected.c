struct buffer { char *data; };
void put_text(int fd, const char *fmt, ...);
void put_buffer(int fd, struct buffer *b);

void show(int fd, struct buffer line)
{
	put_buffer(fd, &line);
	put_text(fd, "%d", 4);
}
