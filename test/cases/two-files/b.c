#define B_READY 0x2

int b_wait(unsigned int status)
{
    int tries = 0;

    while (!status & B_READY)
        if (++tries > 10)
            return -1;
    return 0;
}
