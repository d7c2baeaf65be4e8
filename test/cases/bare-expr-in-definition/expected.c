int x, y;

static int az_ioctl(int cmd, void *arg)
{
	if (y) {
		return 0;
	}
	else {
		return 1;
	}
}
