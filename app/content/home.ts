import type { HomeContent } from './types.ts';

export const home: HomeContent = {
  heroTagline: 'Stay. Heal. Rejuvenate. Celebrate.',
  videoFallback: 'Your browser does not support the video tag.',
  intro: {
    heading: 'A riverside home for rest and recovery',
    paragraphs: [
      '{product} is a healing retreat estate by the river, close enough to the city to reach easily and quiet enough to hear the birds in the morning. Guests come to us for a single night of rest, a weekend detox, or several weeks of doctor-guided care.',
      'Our doctors, therapists and teachers work together to create a plan that suits you, with more than 50 therapies to draw on. You eat well, sleep well, move gently, and go home with habits you can keep.',
    ],
  },
  aboutBanner: {
    eyebrow: 'About us',
    heading: 'Not just a stay. A bridge to wholeness.',
    text: 'We bring medical care, natural therapies and a warm community together in one place, so healing feels less like treatment and more like coming home to yourself.',
  },
  offerCards: [
    {
      id: 'stay',
      title: 'STAY OPTIONS',
      text: 'Stay for as long as you need. Every stay can include a consultation with our doctors and a plan made for you.',
      items: ['One-night pause', 'Weekend reset', 'Week-long doctor-guided stay', 'Month-long doctor-guided stay'],
    },
    {
      id: 'rejuvenation',
      title: 'Rejuvenation Experiences',
      text: 'Short, restorative experiences for body and mind, guided by trained therapists and teachers.',
      items: ['Sauna and steam', 'Mud baths', 'Therapeutic massages', 'Yoga', 'Sound healing', 'Meditation'],
    },
  ],
  therapies: {
    heading: 'THERAPIES & PROGRAMS',
    intro:
      'From a first consultation to creative therapies, each part of your programme is chosen with care. Our retreats run from 2 to 7 nights and draw on more than 50 therapies.',
  },
  stats: {
    heading: 'Care you can count on',
    text: 'A dedicated team of doctors and skilled experts, and a growing family of guests who return to us.',
  },
  unique: {
    heading: 'What makes {product} unique',
    items: [
      {
        title: 'A riverside city location',
        text: 'Green, calm and by the water, yet only a short drive from the city you live and work in.',
      },
      {
        title: '50+ therapies with expert doctors',
        text: 'Medical consultations, naturopathy, bodywork and mind-body therapies, all under one roof and guided by experienced doctors.',
      },
      {
        title: 'A community space',
        text: 'Music, dance, meditation and art bring guests together, so healing happens in good company.',
      },
      {
        title: 'Integration, not escape',
        text: 'We help you carry what you learn here back into daily life, with simple routines that last beyond your stay.',
      },
      {
        title: 'Easy to reach',
        text: 'Just 20 minutes from one airport and 3.5 hours from another, so you spend less time travelling and more time resting.',
      },
    ],
  },
  services: {
    heading: 'Our services',
    intro: 'Everything you need to rest, recover and feel like yourself again.',
    items: [
      {
        title: 'Healing stays',
        text: 'Comfortable rooms for one night, a weekend, a week or a month, with meals and gentle daily routines.',
      },
      {
        title: 'Doctor consultations',
        text: 'Unhurried consultations with our doctors to understand your health and recommend the right programme.',
      },
      {
        title: 'Therapies',
        text: 'Naturopathy treatments, therapeutic massages, mud baths, sauna and steam, chosen for your needs.',
      },
      {
        title: 'Yoga and meditation',
        text: 'Daily classes for every level, from gentle Hatha and restorative yoga to breathwork and guided meditation.',
      },
      {
        title: 'Sound healing',
        text: 'Deeply relaxing sessions with singing bowls and gongs that quiet the mind and ease tension.',
      },
      {
        title: 'Retreats for groups',
        text: 'Tailored retreats for teams, families, friends and communities, planned with you from start to finish.',
      },
    ],
  },
  events: {
    heading: 'Retreats and gatherings',
    intro: 'Bring your people together in a place that restores them. We plan retreats of 2 to 7 nights around your goals.',
    kinds: [
      {
        id: 'corporate',
        title: 'Corporate',
        text: 'Give your team time to slow down, think clearly and reconnect.',
        points: ['Leadership workshops', 'Stress management', 'Creativity retreats'],
      },
      {
        id: 'groups',
        title: 'Groups',
        text: 'Friends, families and circles of every kind, with a programme shaped around your group.',
      },
      {
        id: 'festivals',
        title: 'Festivals',
        text: 'Seasonal celebrations of music, movement, meditation and art in our community space.',
      },
      {
        id: 'international',
        title: 'International',
        text: 'Our retreats are travelling abroad, starting in Thailand.',
      },
    ],
    cta: 'Plan your retreat with us',
  },
  moments: {
    heading: 'MOMENTS OF HEALING',
    text: 'Quiet mornings, shared meals, laughter and stillness: a few glimpses of life at {product}.',
  },
  closing: {
    heading: 'Begin where you are',
    text: 'Whether you need one night of rest or a month of care, we would love to welcome you. Book your stay, explore our therapies, or join an event this week.',
  },
};
