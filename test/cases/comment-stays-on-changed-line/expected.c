void reset(int);
void stop(int);
void start(int);

void cycle(int dev, int spare)
{
	stop(dev);
	start(dev);	/* the device first */
	stop(spare);
	start(spare); // then its spare
	stop(dev + spare);
	start(dev + spare); /* a comment that
			       goes on */
}
