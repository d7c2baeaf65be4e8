int check(struct dev *device);
void other(struct dev *device);

int request(struct dev *device, int flags)
{
	int rv;

	if (flags & 1)
		mutex_lock(device->state_mutex);
	rv = check(device);
	if (rv < 0) {
		other(device);
		goto abort;
	}
	rv = 0;
abort:
	return rv;
}
