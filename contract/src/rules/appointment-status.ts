// The states of an appointment, and the booking window, for the forms and the server alike.

/** booked → attended (checked in by a clerk) | cancelled (by the citizen or a clerk) | missed. */
export const APPOINTMENT_STATUSES = ['booked', 'cancelled', 'attended', 'missed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** How many days ahead getAvailable answers at most in one call. */
export const AVAILABLE_DAYS_MAX = 31;

/** Most characters of the reason the city gives when it cancels a booking (the citizen reads it on their appointment). */
export const CANCEL_REASON_MAX_LENGTH = 300;
