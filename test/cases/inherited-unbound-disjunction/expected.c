void run(void)
{
	close(fd, 2);
	trace(2);
	log(fd, 3);
	log(other, 2);
}
