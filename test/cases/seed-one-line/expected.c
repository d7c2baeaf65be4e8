/* The bug fixed in drivers/platform/x86/wmi.c in 2008: '!' binds tighter
 * than '&', so the test masks 0 or 1 instead of the flags. */
#define ACPI_WMI_METHOD 0x2

struct wmi_block {
    unsigned int flags;
};

int wmi_method_enable(struct wmi_block *block)
{
    if (!(block->flags & ACPI_WMI_METHOD))
        return -1;
    return 0;
}
