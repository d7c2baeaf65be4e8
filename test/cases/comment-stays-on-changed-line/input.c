void reset(int);
void stop(int);
void start(int);

void cycle(int dev, int spare)
{
	reset(dev);	/* the device first */
	reset(spare); // then its spare
	reset(dev + spare); /* a comment that
			       goes on */
}
